/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterupdatetitle2Inputs */

const de_ch2_newsletterupdatetitle2 = /** @type {(inputs: Newsletterupdatetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter-Daten ändern`)
};

/**

* @param {Newsletterupdatetitle2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newsletterupdatetitle2 = de_ch2_newsletterupdatetitle2;
export { newsletterupdatetitle2 as "newsletterUpdateTitle" }