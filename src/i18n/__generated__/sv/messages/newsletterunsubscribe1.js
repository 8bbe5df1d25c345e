/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterunsubscribe1Inputs */

const sv_newsletterunsubscribe1 = /** @type {(inputs: Newsletterunsubscribe1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avsluta`)
};

/**

* @param {Newsletterunsubscribe1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletterunsubscribe1 = sv_newsletterunsubscribe1;
export { newsletterunsubscribe1 as "newsletterUnsubscribe" }