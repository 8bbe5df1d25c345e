/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermaturitiesempty2Inputs */

const de_ch2_customermaturitiesempty2 = /** @type {(inputs: Customermaturitiesempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben keine offenen Zahlungen.`)
};

/**

* @param {Customermaturitiesempty2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customermaturitiesempty2 = de_ch2_customermaturitiesempty2;
export { customermaturitiesempty2 as "customerMaturitiesEmpty" }