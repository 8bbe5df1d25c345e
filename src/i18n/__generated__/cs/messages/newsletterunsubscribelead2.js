/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribelead2Inputs */

const cs_newsletterunsubscribelead2 = /** @type {(inputs: Newsletterunsubscribelead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Škoda, že odcházíte. Nechcete jen dostávat doporučení produktů?`)
};

/**

* @param {Newsletterunsubscribelead2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribelead2 = cs_newsletterunsubscribelead2;
export { newsletterunsubscribelead2 as "newsletterUnsubscribeLead" }