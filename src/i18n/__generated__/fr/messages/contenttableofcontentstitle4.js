/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contenttableofcontentstitle4Inputs */

const fr_contenttableofcontentstitle4 = /** @type {(inputs: Contenttableofcontentstitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sommaire`)
};

/**

* @param {Contenttableofcontentstitle4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contenttableofcontentstitle4 = fr_contenttableofcontentstitle4;
export { contenttableofcontentstitle4 as "contentTableOfContentsTitle" }