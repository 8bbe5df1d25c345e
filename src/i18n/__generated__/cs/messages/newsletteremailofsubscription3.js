/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteremailofsubscription3Inputs */

const cs_newsletteremailofsubscription3 = /** @type {(inputs: Newsletteremailofsubscription3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mailová adresa Vašeho odběru`)
};

/**

* @param {Newsletteremailofsubscription3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletteremailofsubscription3 = cs_newsletteremailofsubscription3;
export { newsletteremailofsubscription3 as "newsletterEmailOfSubscription" }