/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribelead2Inputs */

const fr_newsletterunsubscribelead2 = /** @type {(inputs: Newsletterunsubscribelead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dommage que vous partiez. Vous souhaitez simplement ne plus recevoir de recommandations ?`)
};

/**

* @param {Newsletterunsubscribelead2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribelead2 = fr_newsletterunsubscribelead2;
export { newsletterunsubscribelead2 as "newsletterUnsubscribeLead" }