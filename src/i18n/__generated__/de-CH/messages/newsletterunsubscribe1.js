/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribe1Inputs */

const de_ch2_newsletterunsubscribe1 = /** @type {(inputs: Newsletterunsubscribe1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden`)
};

/**

* @param {Newsletterunsubscribe1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribe1 = de_ch2_newsletterunsubscribe1;
export { newsletterunsubscribe1 as "newsletterUnsubscribe" }