/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contenttableofcontentstitle4Inputs */

const sk_contenttableofcontentstitle4 = /** @type {(inputs: Contenttableofcontentstitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obsah`)
};

/**

* @param {Contenttableofcontentstitle4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contenttableofcontentstitle4 = sk_contenttableofcontentstitle4;
export { contenttableofcontentstitle4 as "contentTableOfContentsTitle" }