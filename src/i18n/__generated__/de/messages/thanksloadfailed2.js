/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksloadfailed2Inputs */

const de_thanksloadfailed2 = /** @type {(inputs: Thanksloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Bestelldaten konnten nicht geladen werden. Ihre Bestellung ist trotzdem bei uns eingegangen.`)
};

/**

* @param {Thanksloadfailed2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const thanksloadfailed2 = de_thanksloadfailed2;
export { thanksloadfailed2 as "thanksLoadFailed" }