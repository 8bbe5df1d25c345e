/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribe1Inputs */

const cs_newsletterunsubscribe1 = /** @type {(inputs: Newsletterunsubscribe1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odhlásit`)
};

/**

* @param {Newsletterunsubscribe1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribe1 = cs_newsletterunsubscribe1;
export { newsletterunsubscribe1 as "newsletterUnsubscribe" }