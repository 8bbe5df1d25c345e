/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contenttableofcontentstitle4Inputs */

const de_ch2_contenttableofcontentstitle4 = /** @type {(inputs: Contenttableofcontentstitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhalt`)
};

/**

* @param {Contenttableofcontentstitle4Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contenttableofcontentstitle4 = de_ch2_contenttableofcontentstitle4;
export { contenttableofcontentstitle4 as "contentTableOfContentsTitle" }