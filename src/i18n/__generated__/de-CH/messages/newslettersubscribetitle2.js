/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribetitle2Inputs */

const de_ch2_newslettersubscribetitle2 = /** @type {(inputs: Newslettersubscribetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter abonnieren`)
};

/**

* @param {Newslettersubscribetitle2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newslettersubscribetitle2 = de_ch2_newslettersubscribetitle2;
export { newslettersubscribetitle2 as "newsletterSubscribeTitle" }