/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeletequestion2Inputs */

const de_ch2_customerdeletequestion2 = /** @type {(inputs: Customerdeletequestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Möchten Sie Ihr Kundenkonto wirklich löschen?`)
};

/**

* @param {Customerdeletequestion2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerdeletequestion2 = de_ch2_customerdeletequestion2;
export { customerdeletequestion2 as "customerDeleteQuestion" }