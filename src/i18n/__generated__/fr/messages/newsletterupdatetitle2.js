/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterupdatetitle2Inputs */

const fr_newsletterupdatetitle2 = /** @type {(inputs: Newsletterupdatetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier vos données newsletter`)
};

/**

* @param {Newsletterupdatetitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletterupdatetitle2 = fr_newsletterupdatetitle2;
export { newsletterupdatetitle2 as "newsletterUpdateTitle" }