/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposaltitle2Inputs */

const nl_basketdisposaltitle2 = /** @type {(inputs: Basketdisposaltitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afvoerservice`)
};

/**

* @param {Basketdisposaltitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketdisposaltitle2 = nl_basketdisposaltitle2;
export { basketdisposaltitle2 as "basketDisposalTitle" }