/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contenttableofcontentstitle4Inputs */

const sv_contenttableofcontentstitle4 = /** @type {(inputs: Contenttableofcontentstitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Innehåll`)
};

/**

* @param {Contenttableofcontentstitle4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contenttableofcontentstitle4 = sv_contenttableofcontentstitle4;
export { contenttableofcontentstitle4 as "contentTableOfContentsTitle" }