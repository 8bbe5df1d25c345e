/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribed1Inputs */

const fr_newsletterunsubscribed1 = /** @type {(inputs: Newsletterunsubscribed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre désabonnement de la newsletter a bien été pris en compte.`)
};

/**

* @param {Newsletterunsubscribed1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribed1 = fr_newsletterunsubscribed1;
export { newsletterunsubscribed1 as "newsletterUnsubscribed" }