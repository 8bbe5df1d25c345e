/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterconsentmore2Inputs */

const sv_newsletterconsentmore2 = /** @type {(inputs: Newsletterconsentmore2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mer om integritet`)
};

/**

* @param {Newsletterconsentmore2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletterconsentmore2 = sv_newsletterconsentmore2;
export { newsletterconsentmore2 as "newsletterConsentMore" }