/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalservicenotavailable4Inputs */

const fr_basketdisposalservicenotavailable4 = /** @type {(inputs: Basketdisposalservicenotavailable4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour profiter de notre service de reprise, vous devez commander au moins un matelas ou un sommier.`)
};

/**

* @param {Basketdisposalservicenotavailable4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketdisposalservicenotavailable4 = fr_basketdisposalservicenotavailable4;
export { basketdisposalservicenotavailable4 as "basketDisposalServiceNotAvailable" }