/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterupdatetitle2Inputs */

const sk_newsletterupdatetitle2 = /** @type {(inputs: Newsletterupdatetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zmena údajov k newslettru`)
};

/**

* @param {Newsletterupdatetitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterupdatetitle2 = sk_newsletterupdatetitle2;
export { newsletterupdatetitle2 as "newsletterUpdateTitle" }