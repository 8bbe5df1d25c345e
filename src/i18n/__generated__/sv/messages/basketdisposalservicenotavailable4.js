/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalservicenotavailable4Inputs */

const sv_basketdisposalservicenotavailable4 = /** @type {(inputs: Basketdisposalservicenotavailable4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`För att använda vår bortforsling måste du beställa minst en madrass eller en ribbotten.`)
};

/**

* @param {Basketdisposalservicenotavailable4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketdisposalservicenotavailable4 = sv_basketdisposalservicenotavailable4;
export { basketdisposalservicenotavailable4 as "basketDisposalServiceNotAvailable" }