/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteremailofsubscription3Inputs */

const fr_newsletteremailofsubscription3 = /** @type {(inputs: Newsletteremailofsubscription3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail de votre abonnement`)
};

/**

* @param {Newsletteremailofsubscription3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletteremailofsubscription3 = fr_newsletteremailofsubscription3;
export { newsletteremailofsubscription3 as "newsletterEmailOfSubscription" }