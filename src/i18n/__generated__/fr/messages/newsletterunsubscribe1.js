/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribe1Inputs */

const fr_newsletterunsubscribe1 = /** @type {(inputs: Newsletterunsubscribe1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désabonner`)
};

/**

* @param {Newsletterunsubscribe1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribe1 = fr_newsletterunsubscribe1;
export { newsletterunsubscribe1 as "newsletterUnsubscribe" }