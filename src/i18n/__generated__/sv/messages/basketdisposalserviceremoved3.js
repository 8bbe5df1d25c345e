/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalserviceremoved3Inputs */

const sv_basketdisposalserviceremoved3 = /** @type {(inputs: Basketdisposalserviceremoved3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`För att använda vår bortforsling måste du beställa minst en madrass eller en ribbotten. Bortforslingen har därför tagits bort.`)
};

/**

* @param {Basketdisposalserviceremoved3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketdisposalserviceremoved3 = sv_basketdisposalserviceremoved3;
export { basketdisposalserviceremoved3 as "basketDisposalServiceRemoved" }