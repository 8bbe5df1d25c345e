/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contenttableofcontents3Inputs */

const sv_contenttableofcontents3 = /** @type {(inputs: Contenttableofcontents3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Innehållsförteckning`)
};

/**

* @param {Contenttableofcontents3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const contenttableofcontents3 = sv_contenttableofcontents3;
export { contenttableofcontents3 as "contentTableOfContents" }