/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterupdatetitle2Inputs */

const cs_newsletterupdatetitle2 = /** @type {(inputs: Newsletterupdatetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Změna údajů k newsletteru`)
};

/**

* @param {Newsletterupdatetitle2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletterupdatetitle2 = cs_newsletterupdatetitle2;
export { newsletterupdatetitle2 as "newsletterUpdateTitle" }