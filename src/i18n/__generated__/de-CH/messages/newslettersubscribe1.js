/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribe1Inputs */

const de_ch2_newslettersubscribe1 = /** @type {(inputs: Newslettersubscribe1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt anmelden`)
};

/**

* @param {Newslettersubscribe1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newslettersubscribe1 = de_ch2_newslettersubscribe1;
export { newslettersubscribe1 as "newsletterSubscribe" }