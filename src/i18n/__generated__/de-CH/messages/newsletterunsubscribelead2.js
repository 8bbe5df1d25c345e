/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribelead2Inputs */

const de_ch2_newsletterunsubscribelead2 = /** @type {(inputs: Newsletterunsubscribelead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schade, dass Sie gehen. Möchten Sie nur keine Produktempfehlungen mehr?`)
};

/**

* @param {Newsletterunsubscribelead2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribelead2 = de_ch2_newsletterunsubscribelead2;
export { newsletterunsubscribelead2 as "newsletterUnsubscribeLead" }