/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribe1Inputs */

const sk_newsletterunsubscribe1 = /** @type {(inputs: Newsletterunsubscribe1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odhlásiť`)
};

/**

* @param {Newsletterunsubscribe1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribe1 = sk_newsletterunsubscribe1;
export { newsletterunsubscribe1 as "newsletterUnsubscribe" }