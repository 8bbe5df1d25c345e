/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribelead2Inputs */

const sk_newsletterunsubscribelead2 = /** @type {(inputs: Newsletterunsubscribelead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Škoda, že odchádzate. Nechcete len dostávať odporúčania produktov?`)
};

/**

* @param {Newsletterunsubscribelead2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribelead2 = sk_newsletterunsubscribelead2;
export { newsletterunsubscribelead2 as "newsletterUnsubscribeLead" }