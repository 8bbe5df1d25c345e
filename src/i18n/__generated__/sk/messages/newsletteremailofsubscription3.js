/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteremailofsubscription3Inputs */

const sk_newsletteremailofsubscription3 = /** @type {(inputs: Newsletteremailofsubscription3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mailová adresa Vášho odberu`)
};

/**

* @param {Newsletteremailofsubscription3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletteremailofsubscription3 = sk_newsletteremailofsubscription3;
export { newsletteremailofsubscription3 as "newsletterEmailOfSubscription" }