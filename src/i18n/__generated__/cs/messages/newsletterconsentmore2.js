/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterconsentmore2Inputs */

const cs_newsletterconsentmore2 = /** @type {(inputs: Newsletterconsentmore2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Více o ochraně údajů`)
};

/**

* @param {Newsletterconsentmore2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletterconsentmore2 = cs_newsletterconsentmore2;
export { newsletterconsentmore2 as "newsletterConsentMore" }