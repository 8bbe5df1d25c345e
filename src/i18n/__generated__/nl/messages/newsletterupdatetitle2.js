/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterupdatetitle2Inputs */

const nl_newsletterupdatetitle2 = /** @type {(inputs: Newsletterupdatetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nieuwsbriefgegevens wijzigen`)
};

/**

* @param {Newsletterupdatetitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletterupdatetitle2 = nl_newsletterupdatetitle2;
export { newsletterupdatetitle2 as "newsletterUpdateTitle" }