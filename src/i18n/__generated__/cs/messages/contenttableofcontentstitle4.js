/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contenttableofcontentstitle4Inputs */

const cs_contenttableofcontentstitle4 = /** @type {(inputs: Contenttableofcontentstitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obsah`)
};

/**

* @param {Contenttableofcontentstitle4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const contenttableofcontentstitle4 = cs_contenttableofcontentstitle4;
export { contenttableofcontentstitle4 as "contentTableOfContentsTitle" }