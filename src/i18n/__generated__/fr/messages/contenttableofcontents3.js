/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contenttableofcontents3Inputs */

const fr_contenttableofcontents3 = /** @type {(inputs: Contenttableofcontents3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table des matières`)
};

/**

* @param {Contenttableofcontents3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const contenttableofcontents3 = fr_contenttableofcontents3;
export { contenttableofcontents3 as "contentTableOfContents" }