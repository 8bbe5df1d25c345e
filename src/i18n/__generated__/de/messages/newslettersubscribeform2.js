/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribeform2Inputs */

const de_newslettersubscribeform2 = /** @type {(inputs: Newslettersubscribeform2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter-Anmeldung`)
};

/**

* @param {Newslettersubscribeform2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newslettersubscribeform2 = de_newslettersubscribeform2;
export { newslettersubscribeform2 as "newsletterSubscribeForm" }