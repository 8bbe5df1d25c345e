/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteremail1Inputs */

const sv_newsletteremail1 = /** @type {(inputs: Newsletteremail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-postadress`)
};

/**

* @param {Newsletteremail1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletteremail1 = sv_newsletteremail1;
export { newsletteremail1 as "newsletterEmail" }