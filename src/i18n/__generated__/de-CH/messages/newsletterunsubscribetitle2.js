/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribetitle2Inputs */

const de_ch2_newsletterunsubscribetitle2 = /** @type {(inputs: Newsletterunsubscribetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter abmelden`)
};

/**

* @param {Newsletterunsubscribetitle2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribetitle2 = de_ch2_newsletterunsubscribetitle2;
export { newsletterunsubscribetitle2 as "newsletterUnsubscribeTitle" }