/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeletequestion2Inputs */

const cs_customerdeletequestion2 = /** @type {(inputs: Customerdeletequestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opravdu chcete svůj zákaznický účet smazat?`)
};

/**

* @param {Customerdeletequestion2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerdeletequestion2 = cs_customerdeletequestion2;
export { customerdeletequestion2 as "customerDeleteQuestion" }