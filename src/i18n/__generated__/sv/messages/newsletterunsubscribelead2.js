/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribelead2Inputs */

const sv_newsletterunsubscribelead2 = /** @type {(inputs: Newsletterunsubscribelead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tråkigt att du lämnar oss. Vill du bara slippa produkttipsen?`)
};

/**

* @param {Newsletterunsubscribelead2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribelead2 = sv_newsletterunsubscribelead2;
export { newsletterunsubscribelead2 as "newsletterUnsubscribeLead" }