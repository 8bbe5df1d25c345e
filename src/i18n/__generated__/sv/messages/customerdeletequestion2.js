/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeletequestion2Inputs */

const sv_customerdeletequestion2 = /** @type {(inputs: Customerdeletequestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vill du verkligen radera ditt kundkonto?`)
};

/**

* @param {Customerdeletequestion2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerdeletequestion2 = sv_customerdeletequestion2;
export { customerdeletequestion2 as "customerDeleteQuestion" }