/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contenttableofcontents3Inputs */

const de_contenttableofcontents3 = /** @type {(inputs: Contenttableofcontents3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhaltsverzeichnis`)
};

/**

* @param {Contenttableofcontents3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contenttableofcontents3 = de_contenttableofcontents3;
export { contenttableofcontents3 as "contentTableOfContents" }