/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contenttableofcontents3Inputs */

const nl_contenttableofcontents3 = /** @type {(inputs: Contenttableofcontents3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhoudsopgave`)
};

/**

* @param {Contenttableofcontents3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contenttableofcontents3 = nl_contenttableofcontents3;
export { contenttableofcontents3 as "contentTableOfContents" }