/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposaltitle2Inputs */

const sv_basketdisposaltitle2 = /** @type {(inputs: Basketdisposaltitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bortforsling`)
};

/**

* @param {Basketdisposaltitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketdisposaltitle2 = sv_basketdisposaltitle2;
export { basketdisposaltitle2 as "basketDisposalTitle" }