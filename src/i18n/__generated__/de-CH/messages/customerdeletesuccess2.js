/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeletesuccess2Inputs */

const de_ch2_customerdeletesuccess2 = /** @type {(inputs: Customerdeletesuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Anfrage zur Löschung Ihres Kundenkontos wurde übermittelt.`)
};

/**

* @param {Customerdeletesuccess2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerdeletesuccess2 = de_ch2_customerdeletesuccess2;
export { customerdeletesuccess2 as "customerDeleteSuccess" }