/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteremailofsubscription3Inputs */

const nl_newsletteremailofsubscription3 = /** @type {(inputs: Newsletteremailofsubscription3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mailadres van je abonnement`)
};

/**

* @param {Newsletteremailofsubscription3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletteremailofsubscription3 = nl_newsletteremailofsubscription3;
export { newsletteremailofsubscription3 as "newsletterEmailOfSubscription" }