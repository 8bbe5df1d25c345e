/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeletequestion2Inputs */

const nl_customerdeletequestion2 = /** @type {(inputs: Customerdeletequestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weet je zeker dat je je account wilt verwijderen?`)
};

/**

* @param {Customerdeletequestion2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerdeletequestion2 = nl_customerdeletequestion2;
export { customerdeletequestion2 as "customerDeleteQuestion" }