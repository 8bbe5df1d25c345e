/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contenttableofcontents3Inputs */

const sk_contenttableofcontents3 = /** @type {(inputs: Contenttableofcontents3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obsah stránky`)
};

/**

* @param {Contenttableofcontents3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contenttableofcontents3 = sk_contenttableofcontents3;
export { contenttableofcontents3 as "contentTableOfContents" }