/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteremailofsubscription3Inputs */

const sv_newsletteremailofsubscription3 = /** @type {(inputs: Newsletteremailofsubscription3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-postadress för din prenumeration`)
};

/**

* @param {Newsletteremailofsubscription3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletteremailofsubscription3 = sv_newsletteremailofsubscription3;
export { newsletteremailofsubscription3 as "newsletterEmailOfSubscription" }