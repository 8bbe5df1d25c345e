/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeletequestion2Inputs */

const sk_customerdeletequestion2 = /** @type {(inputs: Customerdeletequestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naozaj chcete svoj zákaznícky účet zrušiť?`)
};

/**

* @param {Customerdeletequestion2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerdeletequestion2 = sk_customerdeletequestion2;
export { customerdeletequestion2 as "customerDeleteQuestion" }