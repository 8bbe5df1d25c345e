/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribed1Inputs */

const de_newsletterunsubscribed1 = /** @type {(inputs: Newsletterunsubscribed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben sich erfolgreich vom Newsletter abgemeldet.`)
};

/**

* @param {Newsletterunsubscribed1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribed1 = de_newsletterunsubscribed1;
export { newsletterunsubscribed1 as "newsletterUnsubscribed" }