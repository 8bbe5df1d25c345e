/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterupdatetitle2Inputs */

const sv_newsletterupdatetitle2 = /** @type {(inputs: Newsletterupdatetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ändra dina uppgifter`)
};

/**

* @param {Newsletterupdatetitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletterupdatetitle2 = sv_newsletterupdatetitle2;
export { newsletterupdatetitle2 as "newsletterUpdateTitle" }