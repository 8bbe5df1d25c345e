/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Customerparcels1Inputs */

const sk_customerparcels1 = /** @type {(inputs: Customerparcels1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} balík`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} balíky`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} balíka`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} balíkov`);
	return /** @type {LocalizedString} */ ("customerParcels");
};

/**

* @param {Customerparcels1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerparcels1 = sk_customerparcels1;
export { customerparcels1 as "customerParcels" }