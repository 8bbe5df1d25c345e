/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribe1Inputs */

const nl_newsletterunsubscribe1 = /** @type {(inputs: Newsletterunsubscribe1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afmelden`)
};

/**

* @param {Newsletterunsubscribe1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribe1 = nl_newsletterunsubscribe1;
export { newsletterunsubscribe1 as "newsletterUnsubscribe" }